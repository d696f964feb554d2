"""Offline retrieval metrics on held-out plays."""
import torch


@torch.no_grad()
def recall_ndcg_at_k(model, plays, n_episodes, k=20):
    model.eval()
    all_items = model.embed_episodes(torch.arange(n_episodes))
    q = model.embed_listeners(plays["listener"], plays["hour"])
    topk = (q @ all_items.T).topk(k, dim=1).indices
    hit = topk == plays["episode"][:, None]
    recall = hit.any(dim=1).float().mean().item()
    pos = hit.float().argmax(dim=1)
    gains = torch.where(hit.any(dim=1), 1.0 / torch.log2(pos.float() + 2.0), torch.zeros(len(pos)))
    model.train()
    return recall, gains.mean().item()


def popularity_baseline(train_plays, test_plays, n_episodes, k=20):
    counts = torch.bincount(train_plays["episode"], minlength=n_episodes)
    top = counts.topk(k).indices
    hit = (test_plays["episode"][:, None] == top[None, :])
    rank = hit.float().argmax(dim=1)
    ndcg = torch.where(hit.any(dim=1), 1.0 / torch.log2(rank.float() + 2.0), torch.zeros(len(rank)))
    return hit.any(dim=1).float().mean().item(), ndcg.mean().item()


def fmt(name, pair):
    return f"{name}: recall@20 {pair[0]:.4f} ndcg@20 {pair[1]:.4f}"

