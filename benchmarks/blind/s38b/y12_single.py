"""First-order MAML on sine-wave regression with a hand-written two-layer network.

Exported from a course notebook: weights are plain tensors, no nn.Module.
"""
import math

import torch

torch.manual_seed(0)

# ---- hyper-parameters ----
HIDDEN = 40
INNER_LR = 0.01
META_LR = 0.001
META_ITERS = 5
TASKS_PER_BATCH = 4
K_SHOT = 10


def sample_task():
    amp = torch.empty(1).uniform_(0.1, 5.0)
    phase = torch.empty(1).uniform_(0, math.pi)

    def draw(k):
        x = torch.empty(k, 1).uniform_(-5, 5)
        return x, amp * torch.sin(x + phase)
    return draw


def forward(x, w1, b1, w2, b2):
    return torch.relu(x @ w1 + b1) @ w2 + b2


def inner_adapt(params, x, y, steps=1):
    fast = list(params)
    for _ in range(steps):
        loss = ((forward(x, *fast) - y) ** 2).mean()
        grads = torch.autograd.grad(loss, fast)
        fast = [p - INNER_LR * g.detach() for p, g in zip(fast, grads)]
    return fast


# ---- parameters ----
w1 = (torch.randn(1, HIDDEN) * math.sqrt(2.0)).requires_grad_()
b1 = torch.zeros(HIDDEN, requires_grad=True)
w2 = (torch.randn(HIDDEN, 1) / math.sqrt(HIDDEN)).requires_grad_()
b2 = torch.zeros(1, requires_grad=True)

# ---- meta-training ----
for it in range(META_ITERS):
    for p in (w1, b1, w2, b2):
        p.grad = None
    meta_loss = 0.0
    for _ in range(TASKS_PER_BATCH):
        draw = sample_task()
        xs, ys = draw(K_SHOT)
        xq, yq = draw(K_SHOT)
        fast = inner_adapt([w1, b1, w2, b2], xs, ys)
        meta_loss = meta_loss + ((forward(xq, *fast) - yq) ** 2).mean()
    meta_loss = meta_loss / TASKS_PER_BATCH
    meta_loss.backward()

    w1 = w1 - META_LR * w1.grad
    b1 = b1 - META_LR * b1.grad
    w2 = w2 - META_LR * w2.grad
    b2 = b2 - META_LR * b2.grad
    print(f"iter {it} meta-loss {meta_loss.item():.4f}")

# ---- adaptation demo ----
draw = sample_task()
xs, ys = draw(K_SHOT)
fast = inner_adapt([w1, b1, w2, b2], xs, ys, steps=5)
xq, yq = draw(50)
with torch.no_grad():
    print("post-adaptation MSE", ((forward(xq, *fast) - yq) ** 2).mean().item())
