import torch
import torch.nn.functional as F


@torch.no_grad()
def vote_entropy(committee, x):
    committee.eval()
    votes = torch.stack([logits.argmax(1) for logits in committee(x)], dim=1)
    n_cls = committee.members[0].net[-1].out_features
    freq = F.one_hot(votes, n_cls).float().mean(1)
    return -(freq * freq.clamp_min(1e-9).log()).sum(1)


@torch.no_grad()
def committee_accuracy(committee, x, y):
    committee.eval()
    mean_probs = torch.stack([F.softmax(l, 1) for l in committee(x)]).mean(0)
    return (mean_probs.argmax(1) == y).float().mean().item()
