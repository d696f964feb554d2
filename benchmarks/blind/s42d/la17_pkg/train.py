import torch
import torch.nn.functional as F

from .colonies import colony_hours
from .model import ForagingDANN
from .probe import domain_probe


def evaluate(net, x, y):
    out = net(x)
    mae = 50 * (out["foragers"] - y["foragers"]).abs().mean().item()
    acc = ((out["recruit"] > 0).float() == y["recruit"]).float().mean().item()
    feat_std = net.captured["encoder"].std(0).mean().item()
    return mae, acc, feat_std


def main(epochs=10, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    x_lab, y_lab = colony_hours(2000, gen)
    x_field, y_field = colony_hours(2000, gen, field=True)      # y_field only used for the final report

    net = ForagingDANN(x_lab.shape[1])
    opt = torch.optim.SGD(net.parameters(), lr=0.02, momentum=0.9)
    n_batches = len(x_lab) // batch
    for epoch in range(epochs):
        net.train()
        ps = torch.randperm(len(x_lab), generator=gen)
        pt = torch.randperm(len(x_field), generator=gen)
        for b in range(n_batches):
            net.reverse.set_progress((epoch * n_batches + b) / (epochs * n_batches))
            i, j = ps[b * batch:(b + 1) * batch], pt[b * batch:(b + 1) * batch]
            out = net(torch.cat([x_lab[i], x_field[j]]))
            src = slice(0, batch)
            task = (F.smooth_l1_loss(out["foragers"][src], y_lab["foragers"][i])
                    + F.binary_cross_entropy_with_logits(out["recruit"][src], y_lab["recruit"][i]))
            dom = F.binary_cross_entropy_with_logits(
                out["domain"], torch.cat([torch.zeros(batch), torch.ones(batch)]))
            opt.zero_grad()
            (task + dom).backward()
            opt.step()
        net.eval()
        with torch.no_grad():
            lab = evaluate(net, x_lab[:500], {k: v[:500] for k, v in y_lab.items()})
            field = evaluate(net, x_field[:500], {k: v[:500] for k, v in y_field.items()})
        print(f"epoch {epoch}: lambda {net.reverse.lam:.2f}  lab MAE {lab[0]:.1f} ants  "
              f"field MAE {field[0]:.1f} ants  field recruit acc {field[1]:.3f}  feature std {field[2]:.3f}")
    acc, spread = domain_probe(net, x_lab[:600], x_field[:600])
    print(f"post-hoc domain probe accuracy {acc:.3f}  (0.5 = indistinguishable), mean-feature gap {spread:.3f}")


if __name__ == "__main__":
    main()
