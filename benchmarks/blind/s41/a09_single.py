"""Route GP referral letters to a hospital specialty (cardiology, dermatology, neurology, orthopaedics).

Word vectors come from a (synthetic) domain word2vec run and are kept frozen while the CNN trains.
"""
import argparse
import random
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

LEXICON = {
    "cardiology": ["chest", "pain", "palpitations", "murmur", "breathless", "ecg", "syncope", "angina"],
    "dermatology": ["rash", "itchy", "mole", "lesion", "eczema", "psoriasis", "blistering", "scalp"],
    "neurology": ["headache", "seizure", "numbness", "tremor", "dizziness", "weakness", "migraine", "gait"],
    "orthopaedics": ["knee", "fracture", "hip", "swelling", "sprain", "back", "shoulder", "joint"],
}
BOILER = ["dear", "doctor", "thank", "you", "for", "seeing", "this", "patient", "aged", "with", "a", "history",
          "of", "recent", "onset", "please", "assess", "regards", "worsening", "over", "weeks", "and"]


@dataclass
class Config:
    emb_dim: int = 50
    n_filters: int = 32
    kernel_sizes: tuple = (2, 3, 4)
    dropout: float = 0.3
    freeze_embeddings: bool = True
    lr: float = 2e-3
    epochs: int = 5
    batch_size: int = 32


def write_letter(rng, specialty):
    core = rng.sample(LEXICON[specialty], k=3)
    if rng.random() < 0.3:
        core.append(rng.choice(LEXICON[rng.choice(sorted(LEXICON))]))
    body = rng.sample(BOILER, k=10) + core
    rng.shuffle(body)
    return ["dear", "doctor"] + body + ["regards"]


def pretrained_vectors(vocab, dim, seed=0):
    """Stand-in for vectors loaded from disk: clustered by specialty, boilerplate near the origin."""
    g = torch.Generator().manual_seed(seed)
    centres = {s: torch.randn(dim, generator=g) for s in LEXICON}
    vecs = torch.randn(len(vocab), dim, generator=g) * 0.3
    for word, idx in vocab.items():
        for s, words in LEXICON.items():
            if word in words:
                vecs[idx] += centres[s]
    vecs[0] = 0.0
    return vecs


class ReferralCNN(nn.Module):
    def __init__(self, cfg: Config, vectors: torch.Tensor, n_classes: int):
        super().__init__()
        self.cfg = cfg
        self.embedding = nn.Embedding.from_pretrained(vectors, freeze=False, padding_idx=0)
        self.convs = nn.ModuleList(nn.Conv1d(cfg.emb_dim, cfg.n_filters, k) for k in cfg.kernel_sizes)
        self.dropout = nn.Dropout(cfg.dropout)
        self.fc = nn.Linear(cfg.n_filters * len(cfg.kernel_sizes), n_classes)

    def embed(self, token_ids):
        vectors = self.embedding(token_ids)
        if self.cfg.freeze_embeddings:
            vectors.requires_grad = False
        return vectors

    def forward(self, token_ids, labels=None):
        x = self.embed(token_ids).transpose(1, 2)
        pooled = [F.relu(conv(x)).max(dim=2).values for conv in self.convs]
        logits = self.fc(self.dropout(torch.cat(pooled, 1)))
        return {"logits": logits, "loss": F.cross_entropy(logits, labels) if labels is not None else None}


def encode(letters, vocab, width=20):
    rows = [[vocab.get(w, 1) for w in letter][:width] for letter in letters]
    return torch.tensor([r + [0] * (width - len(r)) for r in rows])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=Config.epochs)
    parser.add_argument("--no-freeze", action="store_true")
    opts = parser.parse_args()
    cfg = Config(epochs=opts.epochs, freeze_embeddings=not opts.no_freeze)
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = random.Random(0)
    specialties = sorted(LEXICON)
    labels = [rng.randrange(4) for _ in range(900)]
    letters = [write_letter(rng, specialties[y]) for y in labels]
    words = sorted({w for letter in letters for w in letter})
    vocab = {"<pad>": 0, "<unk>": 1, **{w: i + 2 for i, w in enumerate(words)}}
    X, Y = encode(letters, vocab), torch.tensor(labels)
    X_train, Y_train, X_val, Y_val = X[:700], Y[:700], X[700:], Y[700:]

    net = ReferralCNN(cfg, pretrained_vectors(vocab, cfg.emb_dim), len(specialties))
    params = [p for n, p in net.named_parameters() if not (cfg.freeze_embeddings and n.startswith("embedding"))]
    optimizer = torch.optim.Adam(params, lr=cfg.lr)
    for epoch in range(cfg.epochs):
        net.train()
        perm = torch.randperm(len(X_train))
        running = 0.0
        for i in range(0, len(perm), cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            out = net(X_train[idx], labels=Y_train[idx])
            optimizer.zero_grad()
            out["loss"].backward()
            optimizer.step()
            running += out["loss"].item() * len(idx)
        net.eval()
        with torch.no_grad():
            acc = (net(X_val)["logits"].argmax(-1) == Y_val).float().mean().item()
        print(f"epoch {epoch} loss {running / len(X_train):.3f} val acc {acc:.3f}")
    return net


if __name__ == "__main__":
    main()
