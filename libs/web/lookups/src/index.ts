// The lookups' endpoints several remotes call (issue 33.2: a small domain lib, bundled into each
// remote that uses it; libs/web/data keeps only the platform).
export { lookupsApi, useGetCfgOptionsQuery, useGetDoctorOptionsQuery, useGetHospitalOptionsQuery } from './lookups-api.js';
export { useCreateCfgvalueMutation, useDeleteCfgvaluesMutation, useGetCfgvaluesQuery, useUpdateCfgvalueMutation } from './cfgvalues-api.js';
