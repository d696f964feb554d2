import torch
import torch.nn.functional as F


def margin_loss(z, pairs, negatives, margin=1.0):
    u, v = pairs
    pos = (z[u] * z[v]).sum(-1)
    neg = (z[u] * z[negatives]).sum(-1)
    return F.relu(margin - pos + neg).mean()


def train_epoch(model, opt, feats, sampler, train_links, batch, generator):
    model.train()
    total, count = 0.0, 0
    n = feats.shape[0]
    perm = torch.randperm(train_links.shape[1], generator=generator)
    for start in range(0, len(perm), batch):
        links = train_links[:, perm[start:start + batch]]
        negs = torch.randint(0, n, (links.shape[1],), generator=generator)
        nodes, sub_edges, relabel = sampler.sample(torch.cat([links.reshape(-1), negs]))
        opt.zero_grad()
        z = model(feats[nodes], sub_edges)
        loss = margin_loss(z, (relabel[links[0]], relabel[links[1]]), relabel[negs])
        loss.backward()
        opt.step()
        total += loss.item()
        count += 1
    return total / count
