import torch
import torch.nn.functional as F


def bpr_epoch(model, opt, users, items, n_species, batch, generator):
    model.train()
    order = torch.randperm(len(users), generator=generator)
    total = 0.0
    for start in range(0, len(order), batch):
        idx = order[start:start + batch]
        neg = torch.randint(0, n_species, (len(idx),), generator=generator)
        opt.zero_grad()
        pos_s, neg_s = model(users[idx], items[idx], neg)
        loss = -F.logsigmoid(pos_s - neg_s).mean()
        loss.backward()
        opt.step()
        total += loss.item() * len(idx)
    return total / len(users)
