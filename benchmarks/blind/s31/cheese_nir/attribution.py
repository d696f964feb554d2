"""Which wavelengths drive the predicted age? Gradient x input on the preprocessed spectra."""
import torch

import preprocess


def as_probe(x):
    return x.detach().clone().requires_grad_(True)


def saliency(model, spectra, target_index=0):
    model.eval()
    inputs = preprocess.prepare(spectra)
    probe = as_probe(inputs)
    model.zero_grad(set_to_none=True)
    score = model(probe)[:, target_index].sum()
    score.backward()
    relevance = (probe.grad * probe.detach()).abs().sum(dim=1).mean(dim=0)
    model.zero_grad(set_to_none=True)
    return relevance / relevance.sum()


def top_regions(relevance, wavelengths, k=5):
    order = relevance.argsort(descending=True)[:k]
    return sorted(int(wavelengths[i]) for i in order)
