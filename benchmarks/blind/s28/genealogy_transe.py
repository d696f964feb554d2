"""TransE link prediction on a family-history knowledge graph built from parish registers."""
import torch
import torch.nn.functional as F
from torch import nn

RELATIONS = ("parent_of", "child_of", "spouse_of", "sibling_of", "grandparent_of", "grandchild_of")


def parish_registers(families=70, seed=0):
    """Three generations per family: a couple, their children, and the children's own children."""
    generator = torch.Generator().manual_seed(seed)
    triples, next_id = [], 0

    def person():
        nonlocal next_id
        next_id += 1
        return next_id - 1

    for _ in range(families):
        a, b = person(), person()
        triples += [(a, 2, b), (b, 2, a)]
        children = [person() for _ in range(int(torch.randint(2, 5, (1,), generator=generator)))]
        for c in children:
            for p in (a, b):
                triples += [(p, 0, c), (c, 1, p)]
            for d in children:
                if d != c:
                    triples.append((c, 3, d))
        for c in children[:2]:
            spouse = person()
            triples += [(c, 2, spouse), (spouse, 2, c)]
            for g in [person() for _ in range(int(torch.randint(1, 4, (1,), generator=generator)))]:
                for p in (c, spouse):
                    triples += [(p, 0, g), (g, 1, p)]
                for gp in (a, b):
                    triples += [(gp, 4, g), (g, 5, gp)]
    triples = torch.tensor(triples)
    order = torch.randperm(len(triples), generator=generator)
    return triples[order], next_id


class TransE(nn.Module):
    def __init__(self, entities, relations, dim=48):
        super().__init__()
        self.entity = nn.Embedding(entities, dim)
        self.relation = nn.Embedding(relations, dim)
        bound = 6 / dim ** 0.5
        nn.init.uniform_(self.entity.weight, -bound, bound)
        nn.init.uniform_(self.relation.weight, -bound, bound)
        with torch.no_grad():
            self.relation.weight.div_(self.relation.weight.norm(dim=1, keepdim=True))

    @torch.no_grad()
    def normalise_entities(self):
        self.entity.weight.div_(self.entity.weight.norm(dim=1, keepdim=True).clamp(min=1.0))


@torch.no_grad()
def score_triples(model, triples):
    """Plausibility of (head, relation, tail): minus the L1 distance of h + r from t."""
    h, r, t = model.entity(triples[:, 0]), model.relation(triples[:, 1]), model.entity(triples[:, 2])
    return -(h + r - t).abs().sum(-1)


def corrupt(triples, entities, generator):
    """Replace the head or the tail with a random person (Bernoulli 1/2)."""
    corrupted = triples.clone()
    replace_head = torch.rand(len(triples), generator=generator) < 0.5
    random_people = torch.randint(0, entities, (len(triples),), generator=generator)
    corrupted[replace_head, 0] = random_people[replace_head]
    corrupted[~replace_head, 2] = random_people[~replace_head]
    return corrupted


def margin_loss(model, positive, negative, margin=2.0):
    return F.relu(margin - score_triples(model, positive) + score_triples(model, negative)).mean()


def filtered_ranks(model, test, known, entities):
    """Rank of the true tail among all people, ignoring other true tails."""
    known_tails = {}
    for h, r, t in known.tolist():
        known_tails.setdefault((h, r), set()).add(t)
    ranks = []
    every = torch.arange(entities)
    for h, r, t in test.tolist():
        candidates = torch.stack([torch.full_like(every, h), torch.full_like(every, r), every], 1)
        scores = score_triples(model, candidates)
        for other in known_tails[(h, r)] - {t}:
            scores[other] = float("-inf")
        ranks.append(int((scores > scores[t]).sum()) + 1)
    ranks = torch.tensor(ranks, dtype=torch.float)
    return {"mrr": round((1 / ranks).mean().item(), 3), "hits@10": round((ranks <= 10).float().mean().item(), 3)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    triples, entities = parish_registers(seed=1)
    cut = int(0.9 * len(triples))
    train, test = triples[:cut], triples[cut:][:300]
    model = TransE(entities, len(RELATIONS))
    optimizer = torch.optim.SGD(model.parameters(), lr=1.0)
    print(f"{entities} people, {len(train)} training facts")
    print("untrained:", filtered_ranks(model, test, triples, entities))
    gen = torch.Generator().manual_seed(2)
    for epoch in range(30):
        for rows in torch.randperm(len(train), generator=gen).split(256):
            positive = train[rows]
            model.normalise_entities()
            optimizer.zero_grad()
            loss = margin_loss(model, positive, corrupt(positive, entities, gen))
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            print(f"epoch {epoch}  margin loss {loss.item():.4f}  test {filtered_ranks(model, test, triples, entities)}")


if __name__ == "__main__":
    main()
