"""Which categorical field drives the prediction? Mean |d prediction / d embedding|
per field, on a sample of validation rows (for the write-up)."""
import torch


def embedding_saliency(model, cats, conts):
    model.eval()
    model.zero_grad()
    emb = model.embed(cats)
    pred = model.regress(emb, conts)
    pred.sum().backward()
    per_dim = emb.grad.abs().mean(0)
    scores, start = {}, 0
    for field, dim in zip(model.fields, model.emb_dims):
        scores[field] = per_dim[start:start + dim].mean().item()
        start += dim
    return scores
