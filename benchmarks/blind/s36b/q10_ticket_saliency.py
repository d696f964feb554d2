# %% [markdown]
# # Support-ticket routing + which words drove the decision
# Notebook export. A small CNN-over-embeddings routes tickets to billing / outage / account;
# afterwards we look at gradient-x-input saliency per token for a few tickets.

# %%
import random

import torch
import torch.nn.functional as F
from torch import nn

random.seed(0)
torch.manual_seed(0)
torch.set_num_threads(1)

# %%
TEAMS = ["billing", "outage", "account"]
CUES = {
    "billing": ["invoice", "charged", "refund", "payment", "twice"],
    "outage": ["down", "offline", "error", "timeout", "unreachable"],
    "account": ["password", "login", "locked", "username", "reset"],
}
COMMON = ["hi", "my", "the", "is", "since", "today", "please", "help", "it", "again",
          "was", "i", "cannot", "service", "thanks", "your", "urgent"]
VOCAB = ["<pad>"] + COMMON + sorted({w for ws in CUES.values() for w in ws})
STOI = {w: i for i, w in enumerate(VOCAB)}
MAX_LEN = 16


def make_ticket():
    team = random.randrange(len(TEAMS))
    words = random.choices(COMMON, k=random.randint(5, 10))
    for _ in range(random.randint(1, 2)):
        words.insert(random.randrange(len(words) + 1), random.choice(CUES[TEAMS[team]]))
    return words[:MAX_LEN], team


def encode(words):
    ids = [STOI[w] for w in words]
    return ids + [0] * (MAX_LEN - len(ids))


tickets = [make_ticket() for _ in range(1200)]
X = torch.tensor([encode(w) for w, _ in tickets])
Y = torch.tensor([t for _, t in tickets])
X_train, Y_train, X_test, Y_test = X[:1000], Y[:1000], X[1000:], Y[1000:]


# %%
class TicketRouter(nn.Module):
    def __init__(self, vocab_size, dim=24, filters=32, n_out=3):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.conv = nn.Conv1d(dim, filters, kernel_size=3, padding=1)
        self.out = nn.Linear(filters, n_out)

    def embed(self, ids):
        return self.emb(ids)

    def from_embeddings(self, e, ids):
        h = F.relu(self.conv(e.transpose(1, 2)))
        h = h.masked_fill((ids == 0).unsqueeze(1), -1e4)
        return self.out(h.max(dim=2).values)

    def forward(self, ids):
        return self.from_embeddings(self.embed(ids), ids)


model = TicketRouter(len(VOCAB))
opt = torch.optim.Adam(model.parameters(), lr=3e-3)

# %%
for epoch in range(4):
    model.train()
    perm = torch.randperm(len(X_train))
    for s in range(0, len(perm), 50):
        j = perm[s:s + 50]
        opt.zero_grad()
        loss = F.cross_entropy(model(X_train[j]), Y_train[j])
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        acc = (model(X_test).argmax(1) == Y_test).float().mean().item()
    print(f"epoch {epoch} last loss {loss.item():.4f} test acc {acc:.3f}")


# %% [markdown]
# ## Saliency
# Gradient of the predicted class score with respect to the token embeddings,
# multiplied by the embeddings and summed over the embedding dimension.

# %%
def token_saliency(model, ids):
    model.eval()
    model.zero_grad()
    e = model.embed(ids)
    logits = model.from_embeddings(e, ids)
    pred = logits.argmax(1)
    logits.gather(1, pred.unsqueeze(1)).sum().backward()
    scores = (e.grad * e).sum(-1).detach()
    return scores.masked_fill(ids == 0, 0.0), pred


# %%
scores, pred = token_saliency(model, X_test[:4])
for row, (ids, p) in enumerate(zip(X_test[:4], pred)):
    words = [VOCAB[i] for i in ids.tolist() if i != 0]
    top = scores[row, :len(words)].topk(2).indices.tolist()
    print(f"{TEAMS[p]:>8}: {' '.join(words)}  <- {', '.join(words[k] for k in top)}")
