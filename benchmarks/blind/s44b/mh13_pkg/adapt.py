"""Adversarial adaptation step: seed classification on A, furnace confusion on A and B."""
import torch
import torch.nn.functional as F

from .critic import make_critic_update
from .nets import classify, critic, extract


def make_adapt_step(E, C, D, opts, confusion_weight):
    critic_update = make_critic_update(D, opts["critic"])

    def step(xs, ys, xt):
        feats = extract(E, torch.cat([xs, xt]))
        domain = torch.cat([torch.zeros(len(xs)), torch.ones(len(xt))])
        seed_loss = F.cross_entropy(classify(C, feats[: len(xs)]), ys)
        domain_logits = critic(D, feats)
        confusion = F.binary_cross_entropy_with_logits(domain_logits, torch.full_like(domain, 0.5))

        critic_loss = critic_update(feats.detach(), domain)

        opts["model"].zero_grad()
        (seed_loss + confusion_weight * confusion).backward()
        opts["model"].step()
        return {"seed": seed_loss.item(), "confusion": confusion.item(), "critic": critic_loss}

    return step
