"""Two-layer network on XOR-like data, trained with hand-written SGD + momentum (no torch.optim)."""
import torch

torch.manual_seed(0)

N, D_IN, H, D_OUT = 512, 2, 32, 1
LR, MOMENTUM, EPOCHS, WEIGHT_CLIP = 0.1, 0.9, 300, 3.0

x = torch.rand(N, D_IN) * 2 - 1
y = ((x[:, 0] * x[:, 1]) > 0).float().unsqueeze(1)
x_val = torch.rand(256, D_IN) * 2 - 1
y_val = ((x_val[:, 0] * x_val[:, 1]) > 0).float().unsqueeze(1)

w1 = (torch.randn(D_IN, H) * (2.0 / D_IN) ** 0.5).requires_grad_()
b1 = torch.zeros(H, requires_grad=True)
w2 = (torch.randn(H, D_OUT) * (1.0 / H) ** 0.5).requires_grad_()
b2 = torch.zeros(D_OUT, requires_grad=True)
params = [w1, b1, w2, b2]
velocity = [torch.zeros_like(p) for p in params]


def forward(inputs):
    hidden = torch.relu(inputs @ w1 + b1)
    return hidden, hidden @ w2 + b2


def bce_with_logits(logits, targets):
    return (torch.clamp(logits, min=0) - logits * targets + torch.log1p(torch.exp(-logits.abs()))).mean()


def finite_difference_check(param, index, eps=1e-3):
    """Compare the autograd gradient of one weight entry with a central difference."""
    for p in params:
        p.grad = None
    _, logits = forward(x)
    bce_with_logits(logits, y).backward()
    analytic = param.grad[index].item()
    with torch.no_grad():
        original = param[index].item()
        param[index] = original + eps
        plus = bce_with_logits(forward(x)[1], y).item()
        param[index] = original - eps
        minus = bce_with_logits(forward(x)[1], y).item()
        param[index] = original
    param.grad = None
    return analytic, (plus - minus) / (2 * eps)


print("grad check w1[0,0]: autograd %.5f  numeric %.5f" % finite_difference_check(w1, (0, 0)))
print("grad check w2[3,0]: autograd %.5f  numeric %.5f" % finite_difference_check(w2, (3, 0)))

loss_log = []
hidden_grad_norms = []
for epoch in range(EPOCHS):
    hidden, logits = forward(x)
    hidden.retain_grad()
    loss = bce_with_logits(logits, y)
    loss.backward()
    hidden_grad_norms.append(hidden.grad.norm().item())

    with torch.no_grad():
        for p, v in zip(params, velocity):
            v.mul_(MOMENTUM).add_(p.grad)
            p -= LR * v
            p.clamp_(-WEIGHT_CLIP, WEIGHT_CLIP)
            p.grad.zero_()

    loss_log.append(loss.item())
    if epoch % 100 == 0:
        print(f"epoch {epoch:3d} loss {loss_log[-1]:.4f} |dL/dh| {hidden_grad_norms[-1]:.4f}")

with torch.no_grad():
    _, val_logits = forward(x_val)
    val_acc = ((val_logits > 0).float() == y_val).float().mean().item()
print(f"final loss {loss_log[-1]:.4f}, val acc {val_acc:.3f}")
