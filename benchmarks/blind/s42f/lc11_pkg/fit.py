"""Basket-tower training with sampled softmax against the product tower."""
import torch
import torch.nn.functional as F

from .baskets import N_PRODUCTS, minibatches


def fit(basket_enc, product_enc, opt, data, rows, negatives, epochs=3, batch_size=128, n_neg=256, tau=0.07):
    for epoch in range(epochs):
        basket_enc.train()
        total, count = 0.0, 0
        for items, offsets, target in minibatches(data, rows[torch.randperm(len(rows))], batch_size):
            opt.zero_grad()
            queries = basket_enc(items, offsets)
            cand_ids = torch.cat([target, negatives.draw(n_neg)])
            cand_vecs = product_enc(cand_ids)
            logits = queries @ cand_vecs.T / tau
            clash = (cand_ids[None, :] == target[:, None])
            clash[:, : len(target)] &= ~torch.eye(len(target), dtype=torch.bool)
            sampled_ce = F.cross_entropy(logits.masked_fill(clash, -1e4), torch.arange(len(target)))
            sampled_ce.backward()
            opt.step()
            total += sampled_ce.item() * len(target)
            count += len(target)
        yield epoch, total / count


@torch.no_grad()
def hit_rate(basket_enc, product_enc, data, rows, k=10):
    basket_enc.eval()
    all_vecs = product_enc(torch.arange(N_PRODUCTS))
    hits, n = 0, 0
    for items, offsets, target in minibatches(data, rows, 1024):
        scores = basket_enc(items, offsets) @ all_vecs.T
        hits += (scores.topk(k, dim=1).indices == target[:, None]).any(dim=1).sum().item()
        n += len(target)
    return hits / n
