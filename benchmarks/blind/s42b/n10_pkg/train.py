import torch

from .bookings import bookings
from .model import BoxOfficeNet
from .trainer import BoxOfficeTrainer, adam


def auc(score, label):
    order = score.argsort()
    ranks = torch.empty_like(order, dtype=torch.float)
    ranks[order] = torch.arange(1, len(score) + 1, dtype=torch.float)
    pos = label == 1
    n_pos, n_neg = pos.sum().item(), (~pos).sum().item()
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, genre, y = bookings()
    cut = 4000
    train = (X[:cut], genre[:cut], {k: v[:cut] for k, v in y.items()})
    val = (X[cut:], genre[cut:], {k: v[cut:] for k, v in y.items()})
    net = BoxOfficeNet(X.shape[1])
    trainer = BoxOfficeTrainer(net, adam, epochs=8)
    trainer.fit(train, val)
    net.eval()
    with torch.no_grad():
        out = net(*val[:2])
    print(f"no-show AUC {auc(out['no_show'], val[2]['no_show']):.3f}  "
          f"upgrade AUC {auc(out['upgrade'], val[2]['upgrade']):.3f}  "
          f"spend MAE {((out['spend'] - val[2]['spend']).abs().mean() * 10):.2f} GBP")


if __name__ == "__main__":
    main()
