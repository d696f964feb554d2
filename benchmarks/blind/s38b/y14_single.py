"""Second-order MAML for few-shot 2-D point classification (rotated half-planes).

Hand-written functional network; the outer update is done by hand as in the paper's pseudo-code.
"""
import math

import torch
import torch.nn.functional as F

torch.manual_seed(0)

N_WAY, K_SHOT, QUERY = 2, 5, 15
INNER_LR, OUTER_LR = 0.4, 0.05
INNER_STEPS, META_ITERS, TASKS = 2, 6, 4


def task():
    theta = torch.rand(()) * 2 * math.pi
    normal = torch.stack([torch.cos(theta), torch.sin(theta)])

    def draw(n):
        x = torch.randn(n, 2)
        return x, (x @ normal > 0).long()
    return draw


def net(x, params):
    w1, b1, w2, b2 = params
    return torch.tanh(x @ w1 + b1) @ w2 + b2


def adapt(params, x, y):
    fast = params
    for _ in range(INNER_STEPS):
        loss = F.cross_entropy(net(x, fast), y)
        grads = torch.autograd.grad(loss, fast, create_graph=True)
        fast = [w - INNER_LR * g for w, g in zip(fast, grads)]
    return fast


w1 = torch.randn(2, 32, requires_grad=True)
b1 = torch.zeros(32, requires_grad=True)
w2 = (torch.randn(32, N_WAY) * 0.1).requires_grad_()
b2 = torch.zeros(N_WAY, requires_grad=True)
params = [w1, b1, w2, b2]

for it in range(META_ITERS):
    outer = 0.0
    for _ in range(TASKS):
        draw = task()
        xs, ys = draw(N_WAY * K_SHOT)
        xq, yq = draw(QUERY)
        fast = adapt(params, xs, ys)
        outer = outer + F.cross_entropy(net(xq, fast), yq) / TASKS
    outer.backward()
    with torch.no_grad():
        for p in params:
            p -= OUTER_LR * p.grad
            p.grad.zero_()
    print(f"iter {it} query loss {outer.item():.4f}")

draw = task()
xs, ys = draw(N_WAY * K_SHOT)
fast = adapt(params, xs, ys)
xq, yq = draw(200)
with torch.no_grad():
    acc = (net(xq, fast).argmax(-1) == yq).float().mean().item()
print(f"adapted accuracy {acc:.3f}")
