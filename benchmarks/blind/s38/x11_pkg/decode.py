import torch

from .morse import LETTERS


@torch.inference_mode()
def greedy_decode(model, x):
    model.eval()
    best = model(x).argmax(-1)
    texts = []
    for row in best.tolist():
        out, prev = [], 0
        for s in row:
            if s != prev and s != 0:
                out.append(LETTERS[s - 1])
            prev = s
        texts.append("".join(out))
    return texts


def letter_accuracy(model, batch):
    x, _, _, _, texts = batch
    hyps = greedy_decode(model, x)
    return sum(h == t for h, t in zip(hyps, texts)) / len(texts)
