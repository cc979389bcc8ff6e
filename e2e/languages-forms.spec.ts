import { expect, test, uniqueEmail } from './fixtures';

/**
 * The public forms in Arabic (issue 23; docs/026-languages.md "Forms and their messages"): labels, choices and every
 * message in Arabic, from the browser's check and from the server alike, while what is sent stays the codes the CMS
 * keeps; the person stays on the Arabic page. The English forms: contact.spec.ts, hire.spec.ts, job-alerts.spec.ts.
 */

test('an Arabic contact form: a missing field is said in Arabic and takes the focus, then the message is sent', async ({
  page,
  cms,
}) => {
  await page.goto('/ar/contact');
  const form = page.locator('#contact-form');
  await expect(page.getByRole('heading', { name: 'أرسل لنا رسالة' })).toBeVisible();
  const email = uniqueEmail('contact-ar');
  await form.getByLabel('الاسم الكامل').pressSequentially('أميرة حداد');
  await form.getByLabel('البريد الإلكتروني').pressSequentially(email);
  await form.getByLabel('الخدمة').selectOption({ label: 'التوظيف الدولي' });
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();

  // As in English, the first field in error takes the focus and says why, in the page's language.
  const message = form.getByLabel('الرسالة / تفاصيل المشروع');
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('يُرجى إخبارنا باحتياجاتك.')).toBeVisible();
  await expect(form.getByText('Please tell us about your needs.')).toHaveCount(0);

  const words = 'نحتاج إلى محللَين لسلاسل الإمداد في دبي قبل شهر مارس.';
  await message.pressSequentially(words);
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك بنجاح!' })).toBeFocused();
  await expect(page).toHaveURL(/\/ar\/contact$/);

  const [stored] = await cms.contactsByEmail(email);
  expect(stored).toMatchObject({ fullName: 'أميرة حداد', email, service: 'international-hiring', message: words });
});

test('without JavaScript the server answers an Arabic contact form in Arabic, on the Arabic page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لنتحدث عن احتياجاتك من التوظيف');
  await expect(page).toHaveTitle(/^اتصل بنا/);
  await expect(page.getByRole('heading', { name: 'متى أحصل على ملفات المرشحين؟' })).toBeVisible();
  const form = page.locator('#contact-form');
  await form.getByLabel('الاسم الكامل').fill('سامي');
  await form.getByLabel('البريد الإلكتروني').fill('not-an-address');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page).toHaveURL(/\/ar\/contact(\?.*)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(form.getByText('يُرجى إدخال بريد إلكتروني صحيح.')).toBeVisible();
  await expect(form.getByText('يُرجى إخبارنا باحتياجاتك.')).toBeVisible();
  await expect(form.getByLabel('الاسم الكامل')).toHaveValue('سامي');
  await context.close();
});

test('the Arabic hiring request form: Arabic labels and choices with the same codes, an Arabic error', async ({
  page,
}) => {
  await page.goto('/ar/hire');
  const form = page.locator('#hire-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أخبرنا بمن تحتاج إلى توظيفه');
  await expect(page.getByRole('heading', { name: 'طلب التوظيف' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'بياناتك' })).toBeVisible();
  await expect(form.getByLabel('البريد الإلكتروني للعمل')).toHaveAttribute('dir', 'ltr');
  await expect(form.getByLabel('المسمى الوظيفي')).toHaveAttribute('dir', 'auto');
  await expect(form.getByLabel('الدولة', { exact: true }).locator('option[value="AE"]')).toHaveText(
    'الإمارات العربية المتحدة',
  );
  await form.getByLabel('طبيعة مكان العمل').selectOption({ label: 'عن بُعد' });
  await expect(form.getByLabel('طبيعة مكان العمل')).toHaveValue('remote');
  await expect(form.getByLabel('نوع التوظيف').locator('option[value="Full-time"]')).toHaveText('دوام كامل');

  await form.getByRole('button', { name: 'أرسل طلب التوظيف' }).click();
  const company = form.getByLabel('الشركة');
  await expect(company).toBeFocused();
  await expect(form.getByText('يُرجى إدخال اسم شركتك.')).toBeVisible();
  await company.pressSequentially('شركة الخليج');
  await expect(form.getByText('يُرجى إدخال اسم شركتك.')).toHaveCount(0);
});
