"""Character LM with a checkpointed feed-forward block and a hard-tanh STE bottleneck.

Run:  python ckpt_charlm.py
"""
import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
torch.set_num_threads(1)

TEXT = ("the quick brown fox jumps over the lazy dog while the cat sleeps on the warm mat " * 40)
VOCAB = sorted(set(TEXT))
STOI = {c: i for i, c in enumerate(VOCAB)}


class SignSTE(torch.autograd.Function):
    """Forward: sign; backward: straight-through inside [-1, 1]."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.where(x >= 0, torch.ones_like(x), -torch.ones_like(x))

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * (x.abs() <= 1).to(grad_out.dtype)


class FeedForward(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(x)))


class CharLM(nn.Module):
    def __init__(self, vocab, dim=48):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.ff = FeedForward(dim)
        self.code = nn.Linear(dim, 16)
        self.out = nn.Linear(16, vocab)
        self.aux = nn.Linear(dim, 1)

    def forward(self, idx, hidden):
        h, hidden = self.rnn(self.embed(idx), hidden)
        h = checkpoint(self.ff, h, use_reentrant=False)
        bits = SignSTE.apply(torch.tanh(self.code(h)))
        return self.out(bits), self.aux(h).squeeze(-1), hidden


def chunks(data, batch, seq):
    rows = data[: (len(data) // batch) * batch].view(batch, -1)
    for i in range(0, rows.size(1) - seq - 1, seq):
        yield rows[:, i:i + seq], rows[:, i + 1:i + seq + 1]


data = torch.tensor([STOI[c] for c in TEXT])
model = CharLM(len(VOCAB))
opt = torch.optim.Adam(model.parameters(), lr=4e-3)
is_space = STOI[" "]

hidden = None
for step, (x, y) in enumerate(chunks(data, batch=8, seq=24)):
    if hidden is not None:
        hidden = hidden.detach()
    opt.zero_grad()
    logits, space_logit, hidden = model(x, hidden)
    lm_loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), y.reshape(-1))
    space_loss = F.binary_cross_entropy_with_logits(space_logit, (y == is_space).float())
    lm_loss.backward(retain_graph=True)
    (0.3 * space_loss).backward()
    opt.step()
    if step % 40 == 0:
        print(f"step {step:3d} lm {lm_loss.item():.3f} space {space_loss.item():.3f}")

print("final lm loss", round(lm_loss.item(), 4))
