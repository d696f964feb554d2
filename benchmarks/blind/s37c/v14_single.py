"""Skip-gram with negative sampling on a synthetic topic corpus."""
from collections import defaultdict

import torch
import torch.nn as nn
import torch.nn.functional as F


def synthetic_corpus(n_docs=200, doc_len=30, vocab=120, topics=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    per_topic = vocab // topics
    docs = []
    for _ in range(n_docs):
        t = int(torch.randint(0, topics, (1,), generator=g))
        words = torch.randint(0, per_topic, (doc_len,), generator=g) + t * per_topic
        noise = torch.rand(doc_len, generator=g) < 0.2
        words[noise] = torch.randint(0, vocab, (int(noise.sum()),), generator=g)
        docs.append(words)
    return docs


def skipgram_pairs(docs, window=2):
    centers, contexts = [], []
    for doc in docs:
        for i in range(len(doc)):
            for j in range(max(0, i - window), min(len(doc), i + window + 1)):
                if j != i:
                    centers.append(doc[i])
                    contexts.append(doc[j])
    return torch.stack(centers), torch.stack(contexts)


class SGNS(nn.Module):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.inp = nn.Embedding(vocab, dim)
        self.out = nn.Embedding(vocab, dim)
        nn.init.uniform_(self.inp.weight, -0.5 / dim, 0.5 / dim)
        nn.init.zeros_(self.out.weight)

    def forward(self, center, context, negatives):
        c = self.inp(center)
        pos = (c * self.out(context)).sum(-1)
        neg = torch.bmm(self.out(negatives), c.unsqueeze(2)).squeeze(2)
        return pos, neg


def loss_parts(pos, neg):
    return {
        "pos": -F.logsigmoid(pos).mean(),
        "neg": -F.logsigmoid(-neg).sum(1).mean(),
    }


def unigram_table(docs, vocab, power=0.75):
    counts = torch.bincount(torch.cat(docs), minlength=vocab).float()
    return counts.pow(power) / counts.pow(power).sum()


def main(epochs=3, batch_size=512, k=5, vocab=120):
    torch.manual_seed(0)
    docs = synthetic_corpus(vocab=vocab)
    centers, contexts = skipgram_pairs(docs)
    noise = unigram_table(docs, vocab)
    model = SGNS(vocab)
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    n = centers.numel()
    for epoch in range(epochs):
        running = defaultdict(float)
        perm = torch.randperm(n)
        steps = 0
        for i in range(0, n, batch_size):
            idx = perm[i:i + batch_size]
            negs = torch.multinomial(noise, len(idx) * k, replacement=True).view(len(idx), k)
            pos, neg = model(centers[idx], contexts[idx], negs)
            parts = loss_parts(pos, neg)
            loss = parts["pos"] + parts["neg"]
            opt.zero_grad()
            loss.backward()
            opt.step()
            for name, value in parts.items():
                running[name] += value
            steps += 1
        print(f"epoch {epoch}: " + ", ".join(f"{k_}={float(v) / steps:.4f}"
                                             for k_, v in running.items()))
    emb = F.normalize(model.inp.weight.detach(), dim=1)
    sims = emb[:5] @ emb.T
    print("nearest to word 0:", sims[0].topk(6).indices.tolist())


if __name__ == "__main__":
    main()
