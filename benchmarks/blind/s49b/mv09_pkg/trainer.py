import torch
import torch.nn.functional as F

from .constraints import project_entities


def corrupt(triples, n_ent, generator):
    bad = triples.clone()
    flip = torch.rand(len(bad), generator=generator) < 0.5
    rand_ent = torch.randint(0, n_ent, (len(bad),), generator=generator)
    bad[flip, 0] = rand_ent[flip]
    bad[~flip, 2] = rand_ent[~flip]
    return bad


class KGTrainer:
    def __init__(self, model, lr, margin, n_ent):
        self.model = model
        self.opt = torch.optim.SGD(model.parameters(), lr=lr)
        self.margin = margin
        self.n_ent = n_ent

    def run_epoch(self, triples, batch, generator):
        loss_terms = []
        perm = torch.randperm(len(triples), generator=generator)
        for start in range(0, len(perm), batch):
            pos = triples[perm[start:start + batch]]
            neg = corrupt(pos, self.n_ent, generator)
            project_entities(self.model, torch.cat([pos[:, [0, 2]], neg[:, [0, 2]]]).reshape(-1).unique())
            self.model.zero_grad(set_to_none=True)
            loss = F.relu(self.margin + self.model(pos) - self.model(neg)).mean()
            loss.backward()
            self.opt.step()
            loss_terms.append(loss.detach())
        return torch.stack(loss_terms).mean().item()
