"""Functional-style multi-task MLP: a classification head plus an auxiliary reconstruction head,
trained with gradient accumulation over micro-batches."""
import torch
import torch.nn.functional as F


def init_params(in_dim, hidden, n_classes, seed=0):
    g = torch.Generator().manual_seed(seed)

    def weight(fan_in, fan_out):
        return (torch.randn(fan_in, fan_out, generator=g) / fan_in ** 0.5).requires_grad_()

    return {
        "enc_w": weight(in_dim, hidden), "enc_b": torch.zeros(hidden, requires_grad=True),
        "cls_w": weight(hidden, n_classes), "cls_b": torch.zeros(n_classes, requires_grad=True),
        "rec_w": weight(hidden, in_dim), "rec_b": torch.zeros(in_dim, requires_grad=True),
    }


def encode(params, x):
    return torch.tanh(x @ params["enc_w"] + params["enc_b"])


def classify(params, h):
    return h @ params["cls_w"] + params["cls_b"]


def reconstruct(params, h):
    return h @ params["rec_w"] + params["rec_b"]


def make_data(n, in_dim, n_classes, seed=1):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(n_classes, in_dim, generator=g) * 1.5
    y = torch.randint(0, n_classes, (n,), generator=g)
    return centers[y] + torch.randn(n, in_dim, generator=g), y


def micro_batches(x, y, size):
    perm = torch.randperm(len(x))
    for i in range(0, len(x), size):
        idx = perm[i:i + size]
        yield x[idx], y[idx]


def accumulate_grads(params, xb, yb, aux_weight, accum_steps):
    h = encode(params, xb)
    cls_loss = F.cross_entropy(classify(params, h), yb) / accum_steps
    rec_loss = F.mse_loss(reconstruct(params, h), xb) / accum_steps
    cls_loss.backward(retain_graph=True)
    (aux_weight * rec_loss).backward()
    return cls_loss.item() * accum_steps, rec_loss.item() * accum_steps


def accuracy(params, x, y):
    with torch.no_grad():
        return (classify(params, encode(params, x)).argmax(1) == y).float().mean().item()


def train(epochs=4, micro=16, accum_steps=4, aux_weight=0.3, lr=1e-2):
    torch.manual_seed(0)
    x, y = make_data(960, in_dim=10, n_classes=3)
    x_tr, y_tr, x_va, y_va = x[:768], y[:768], x[768:], y[768:]
    params = init_params(10, 24, 3)
    opt = torch.optim.Adam(params.values(), lr=lr)
    opt.zero_grad()
    for epoch in range(epochs):
        cls_hist, rec_hist = [], []
        for step, (xb, yb) in enumerate(micro_batches(x_tr, y_tr, micro)):
            c, r = accumulate_grads(params, xb, yb, aux_weight, accum_steps)
            cls_hist.append(c)
            rec_hist.append(r)
            if (step + 1) % accum_steps == 0:
                opt.step()
                opt.zero_grad()
        print(f"epoch {epoch}: cls {sum(cls_hist) / len(cls_hist):.3f} "
              f"rec {sum(rec_hist) / len(rec_hist):.3f} val_acc {accuracy(params, x_va, y_va):.3f}")
    return params


if __name__ == "__main__":
    train()
