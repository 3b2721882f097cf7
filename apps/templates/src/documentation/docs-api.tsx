import { CodeBlock } from '../gallery';
import { DocSection } from './doc-section';

export function AddEndpointSection() {
  return (
    <DocSection id="add-endpoint" title="Add an API endpoint">
      <p>
        One folder per domain under <code>apps/api/src</code>: <code>x.module.ts</code>, <code>x.controller.ts</code>, <code>x.service.ts</code>, <code>x.entity.ts</code> and the
        tests beside them. The controller stays one line per route; the service owns the transaction.
      </p>
      <ol>
        <li>
          <strong>Contract.</strong> The request and response types in <code>libs/contracts/src</code> (exported by its <code>index.ts</code>), the zod schema in{' '}
          <code>libs/contracts/src/schemas</code>. Strict objects: unknown fields are refused with a 400, never saved.
          <CodeBlock
            code={`export const createCourierSchema = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  phone: z.string().trim().max(30).nullish(),
});`}
          />
        </li>
        <li>
          <strong>Controller.</strong> Every route says who may use it — <code>@Roles(…)</code>, <code>@SignedIn()</code> or <code>@Public()</code>; a route without one is refused
          (deny by default). The body goes through the schema; the answer keeps the spec’s envelope key.
          <CodeBlock
            code={`@Controller('couriers')
@Roles('admin', 'user', 'doctor')
export class CouriersController {
  constructor(private readonly couriers: CouriersService) {}

  @Post()
  @Roles('admin')
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createCourierSchema)) body: CreateCourierRequest) {
    return this.couriers.create(actor, body);   // { courier: {…} }
  }
}`}
          />
        </li>
        <li>
          <strong>Service and audit.</strong> Write inside <code>em.transactional</code> and record the change in the same transaction, so both are saved or neither:
          <CodeBlock code={`this.audit.record(actor, { action: 'create', entity: 'courier', entityId: courier.id, after: { name: courier.name } }, em);`} />
        </li>
        <li>
          <strong>Module and database.</strong> The module in <code>app.module.ts</code>; a new entity in <code>database/entities.ts</code> and a migration appended to{' '}
          <code>database/migrations/index.ts</code> (<code>npm run db:diff</code> prints the SQL it needs).
        </li>
        <li>
          <strong>Access matrix.</strong> Add the route to <code>ROUTES</code> in <code>apps/api/test/access-matrix.int-spec.ts</code>: it calls every route as an anonymous caller
          and as each role, and fails when a served route is missing from the list.
          <CodeBlock code={`{ method: 'post', route: '/api/couriers', access: ['admin'], body: {} },`} />
        </li>
        <li>
          <strong>Integration test</strong> beside the controller, <code>couriers.int-spec.ts</code>, on a fresh database: what is saved and audited, the 400 of bad input (with the
          field), the 403 of the other roles.
          <CodeBlock
            code={`const t = await createTestApp();
const admin = await ApiClient.signedIn(t, 'admin');
const res = await admin.post('/api/couriers', { name: 'Kerry' }).expect(201);
expect(await auditOf(t, 'courier', res.body.courier.id)).toHaveLength(1);
await (await ApiClient.signedIn(t, 'guest')).post('/api/couriers', { name: 'x' }).expect(403);`}
          />
        </li>
      </ol>
    </DocSection>
  );
}
