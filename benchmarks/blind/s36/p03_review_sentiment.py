# %% [markdown]
# Sentiment of short product reviews with pretrained word vectors.
# Exported from the course notebook; cells are kept as they were.

# %%
import random

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

random.seed(0)
np.random.seed(0)
torch.manual_seed(0)
torch.set_num_threads(1)

POSITIVE = ["great", "love", "excellent", "sturdy", "perfect", "happy", "recommend", "fast"]
NEGATIVE = ["broken", "awful", "refund", "slow", "cheap", "disappointed", "flimsy", "late"]
NEUTRAL = ["the", "a", "it", "was", "box", "arrived", "product", "charger", "cable", "and",
           "this", "my", "for", "with", "after", "week", "color", "size"]


def make_review(label):
    words = random.choices(NEUTRAL, k=random.randint(4, 9))
    pool = POSITIVE if label == 1 else NEGATIVE
    other = NEGATIVE if label == 1 else POSITIVE
    words += random.choices(pool, k=random.randint(1, 3))
    if random.random() < 0.3:
        words.append(random.choice(other))
    random.shuffle(words)
    return " ".join(words)


labels = [random.randint(0, 1) for _ in range(600)]
reviews = [make_review(y) for y in labels]
print(reviews[0], "->", labels[0])

# %% [markdown]
# Vocabulary and the pretrained vectors (a 50-d GloVe-style file in the original notebook).

# %%
PAD, UNK = "<pad>", "<unk>"
vocab = [PAD, UNK] + sorted({w for r in reviews for w in r.split()})
stoi = {w: i for i, w in enumerate(vocab)}
EMB_DIM = 50


def load_vectors(words, dim):
    rng = np.random.default_rng(42)
    vectors = {}
    for w in words:
        v = rng.normal(0.0, 0.3, dim)
        if w in POSITIVE:
            v[:5] += 1.0
        elif w in NEGATIVE:
            v[:5] -= 1.0
        vectors[w] = v
    return vectors


glove = load_vectors(POSITIVE + NEGATIVE + NEUTRAL, EMB_DIM)
emb_matrix = np.zeros((len(vocab), EMB_DIM), dtype=np.float32)
hits = 0
for word, idx in stoi.items():
    if word in glove:
        emb_matrix[idx] = glove[word]
        hits += 1
print(f"vocab {len(vocab)}, found vectors for {hits}")

# %%
MAX_LEN = 14


def encode(text):
    ids = [stoi.get(w, stoi[UNK]) for w in text.split()][:MAX_LEN]
    return ids + [stoi[PAD]] * (MAX_LEN - len(ids))


X = torch.tensor([encode(r) for r in reviews])
y = torch.tensor(labels, dtype=torch.float32)
X_train, y_train, X_test, y_test = X[:480], y[:480], X[480:], y[480:]

# %%
class MeanPoolClassifier(nn.Module):
    def __init__(self, vocab_size, dim, hidden=32):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Linear(dim, hidden)
        self.out = nn.Linear(hidden, 1)

    def forward(self, ids):
        mask = (ids != 0).unsqueeze(-1).float()
        emb = self.embedding(ids)
        pooled = (emb * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return self.out(F.relu(self.fc(pooled))).squeeze(-1)


model = MeanPoolClassifier(len(vocab), EMB_DIM)
model.embedding.weight = torch.from_numpy(emb_matrix)
model.embedding.weight.requires_grad = False

# %%
optimizer = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=1e-2)

for epoch in range(8):
    model.train()
    perm = torch.randperm(len(X_train))
    for start in range(0, len(perm), 32):
        idx = perm[start:start + 32]
        loss = F.binary_cross_entropy_with_logits(model(X_train[idx]), y_train[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        acc = ((model(X_test) > 0).float() == y_test).float().mean().item()
    print(f"epoch {epoch}  loss {loss.item():.3f}  test acc {acc:.3f}")
