import torch

from r14_readmission_attribution.gradtools import grad_norms, keep_grad


def explain(model, scaler, raw):
    """Gradient x input per feature and per hidden unit for a batch of patients."""
    model.eval()
    model.zero_grad(set_to_none=True)
    x = scaler.transform(raw).requires_grad_()
    hidden = keep_grad(model.encoder(x))
    logit = model.head(hidden).squeeze(-1)
    logit.sum().backward()
    feature_attr = (x.grad * x).abs().mean(dim=0)
    unit_attr = (hidden.grad * hidden).mean(dim=0)
    head_norm = grad_norms(model.head)["weight"]
    model.zero_grad(set_to_none=True)
    model.train()
    return feature_attr.detach(), unit_attr.detach(), head_norm


def rank(names, scores, top=5):
    order = torch.argsort(scores, descending=True)[:top]
    return [(names[i], round(scores[i].item(), 3)) for i in order.tolist()]
