"""Phase steps: supervised warm-up, then FixMatch-style consistency on unlabelled frames."""
import torch
import torch.nn.functional as F

from .augment import strong, weak


def supervised_step(net, labelled, unlabelled, cfg):
    images, labels = labelled
    ce = F.cross_entropy(net(weak(images)), labels)
    return ce, {"ce": ce.item()}


def fixmatch_step(net, labelled, unlabelled, cfg):
    images, labels = labelled
    n = len(images)
    logits = net(torch.cat([weak(images), weak(unlabelled), strong(unlabelled)]))
    sup_logits, weak_logits, strong_logits = logits[:n], *logits[n:].chunk(2)
    probs = torch.softmax(weak_logits.detach() / cfg["temperature"], dim=1)
    confidence, pseudo = probs.max(dim=1)
    mask = (confidence >= cfg["threshold"]).float()
    ce = F.cross_entropy(sup_logits, labels)
    consistency = (F.cross_entropy(strong_logits, pseudo, reduction="none") * mask).mean()
    objective = ce + torch.tensor(cfg["lambda_u"]) * consistency
    return objective, {"ce": ce.item(), "cons": consistency.item(), "mask": mask.mean().item()}


PHASES = {"warmup": supervised_step, "fixmatch": fixmatch_step}
