"""Soft targets shared between peers (Zhang et al., 'Deep Mutual Learning', 2018)."""
import torch
import torch.nn.functional as F


def peer_consensus(logits, exclude, temperature):
    """Average tempered distribution of every peer except `exclude`."""
    others = [F.softmax(out / temperature, dim=-1)
              for name, out in logits.items() if name != exclude]
    return torch.stack(others).mean(dim=0)


def mimicry(student_logits, target_probs, temperature):
    log_p = F.log_softmax(student_logits / temperature, dim=-1)
    return F.kl_div(log_p, target_probs, reduction="batchmean") * temperature ** 2
