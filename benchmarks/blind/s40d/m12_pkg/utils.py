import torch


def ppmi_vectors(corpus, dim, window=3):
    """Word vectors from the unlabeled inspection archive: SVD of the PPMI matrix."""
    words = sorted({t for toks in corpus for t in toks})
    idx = {w: i for i, w in enumerate(words)}
    co = torch.zeros(len(words), len(words))
    for toks in corpus:
        for i, t in enumerate(toks):
            for j in range(max(0, i - window), min(len(toks), i + window + 1)):
                if i != j:
                    co[idx[t], idx[toks[j]]] += 1
    total = co.sum()
    pw = co.sum(1, keepdim=True) / total
    pmi = torch.log((co / total) / (pw * pw.T) + 1e-12)
    ppmi = pmi.clamp(min=0)
    u, s, _ = torch.linalg.svd(ppmi)
    vecs = u[:, :dim] * s[:dim].sqrt()
    vecs = vecs / vecs.norm(dim=1, keepdim=True).clamp(min=1e-6)
    return {w: vecs[i] for w, i in idx.items()}


def load_pretrained_embeddings(embedding, itos, vectors, pad_idx):
    """Copy known vectors into the embedding rows; unknown words keep their random init."""
    hits = 0
    for i, word in enumerate(itos):
        vec = vectors.get(word)
        if vec is not None:
            embedding.weight[i].copy_(vec)
            hits += 1
    embedding.weight[pad_idx].fill_(0.0)
    return hits


def macro_f1(pred, target, num_classes):
    f1s = []
    for c in range(num_classes):
        tp = ((pred == c) & (target == c)).sum().item()
        fp = ((pred == c) & (target != c)).sum().item()
        fn = ((pred != c) & (target == c)).sum().item()
        f1s.append(2 * tp / max(1, 2 * tp + fp + fn))
    return sum(f1s) / num_classes
