/** A staff member who may own a job, as the job dialog's and the lists' owner selects show them (id and name only). */
export interface JobOwnerChoice {
  id: number;
  name: string;
}
