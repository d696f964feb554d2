import torch.nn.functional as F


def pop_loss(logits, db, kind, db_target, db_weight=10.0):
    return F.cross_entropy(logits, kind) + db_weight * F.mse_loss(db, db_target)


def confidence_penalty(logits):
    """Entropy bonus that keeps the prompt from collapsing the class posterior."""
    logp = logits.log_softmax(-1)
    return (logp.exp() * logp).sum(-1).mean()
