"""Freelancer-tower training against the frozen gig tower."""
import torch
import torch.nn.functional as F


@torch.no_grad()
def encode_gigs(gig_tower, market, gig_ids):
    return gig_tower(market["gig_skills"][gig_ids], market["gig_budget"][gig_ids])


def freelancer_vectors(fl_tower, market, fl_ids):
    return fl_tower(fl_ids, market["fl_skills"][fl_ids], market["fl_rate"][fl_ids])


def train_epoch(fl_tower, gig_tower, opt, market, batch_size=128, n_random_neg=256, temperature=0.07):
    n = len(market["hire_fl"])
    perm = torch.randperm(n)
    total = 0.0
    for s in range(0, n, batch_size):
        rows = perm[s:s + batch_size]
        fl_ids, pos_gigs = market["hire_fl"][rows], market["hire_gig"][rows]
        neg_gigs = torch.randint(0, market["n_gigs"], (n_random_neg,))
        candidates = encode_gigs(gig_tower, market, torch.cat([pos_gigs, neg_gigs]))
        queries = freelancer_vectors(fl_tower, market, fl_ids)
        logits = queries @ candidates.T / temperature
        duplicate = torch.cat([pos_gigs, neg_gigs])[None, :] == pos_gigs[:, None]
        duplicate[:, : len(rows)] &= ~torch.eye(len(rows), dtype=torch.bool)
        logits = logits.masked_fill(duplicate, -1e4)
        nce = F.cross_entropy(logits, torch.arange(len(rows)))
        opt.zero_grad()
        nce.backward()
        opt.step()
        total += nce.item() * len(rows)
    return total / n


@torch.no_grad()
def recall_at_k(fl_tower, gig_tower, market, fl_ids, gig_ids, k=10):
    all_gigs = encode_gigs(gig_tower, market, torch.arange(market["n_gigs"]))
    top = (freelancer_vectors(fl_tower, market, fl_ids) @ all_gigs.T).topk(k, dim=1).indices
    return (top == gig_ids[:, None]).any(dim=1).float().mean().item()
