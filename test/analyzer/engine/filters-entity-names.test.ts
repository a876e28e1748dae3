import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const LEAGUE = {
  fields: ['ClubName', 'ClubLocation', 'Member_of_club', 'Member_of_club.Position', 'event', 'event.Name', 'product_name', 'product_category_code'],
  collections: ['Club'],
};
const filters = (prompt: string) => analyze(prompt, LEAGUE).analysis.filters;

describe('filters: a quoted value next to an entity noun is that entity\'s name', () => {
  test.each([
    ['how many positions are there in the club "Tennis Club"?', { ClubName: 'Tennis Club' }],
    ['average age of members in the "Tennis Club" club', { ClubName: 'Tennis Club' }],
    ['where was the event named "World Junior" held?', { 'event.Name': 'World Junior' }],
    ['the category code of the product \'chervil\'', { product_name: 'chervil' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a noun heading a longer name after the value is not the entity', () => {
    expect(filters('the items in the "Herbs" product category')).not.toHaveProperty('product_name');
  });
});

describe('filters: an unquoted proper name next to an entity noun', () => {
  const STAFF = { fields: ['employee_name', 'role_code', 'Role_Name', 'Departments', 'Departments.department_name'], collections: ['Employees'] };
  const FACULTY = { fields: ['instructor', 'instructor.name', 'instructor.dept_name', 'instructor.salary', 'dept_name', 'budget'], collections: ['department'] };

  test('an entity noun the schema abbreviates ("department" → dept_name)', () => {
    expect(analyze('the instructor in the Statistics department with the lowest salary', FACULTY).analysis.filters).toEqual({ dept_name: 'Statistics' });
  });

  test.each([
    ['employees assigned to the Editor role', { Role_Name: 'Editor' }],
    ['what role does the employee Koby have?', { employee_name: 'Koby' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(analyze(prompt, STAFF).analysis.filters).toEqual(expected);
  });

  test('a capitalised noun before the name is part of it, not its entity', () => {
    expect(analyze('staff whose title is Department Manager', STAFF).analysis.filters).not.toHaveProperty('Departments.department_name');
  });
});
