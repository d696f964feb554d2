import resource

import torch

from .augment import make_centers, make_points, view_pairs
from .encoder import ContrastiveNet
from .history import HISTORY
from .nt_xent import knn_accuracy, nt_xent

STEPS = 450
BATCH = 256


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    centers = make_centers()
    x_bank, y_bank = make_points(centers, 1000)
    x_query, y_query = make_points(centers, 500)
    points, _ = make_points(centers, 4000)

    net = ContrastiveNet()
    optimizer = torch.optim.Adam(net.parameters(), lr=1e-3)
    print(f"knn acc before {knn_accuracy(net, x_bank, y_bank, x_query, y_query):.3f}")
    for step, (v1, v2) in enumerate(view_pairs(points, BATCH, STEPS)):
        loss = nt_xent(net(v1), net(v2))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        HISTORY.log(loss=loss, lr=optimizer.param_groups[0]["lr"])
        if (step + 1) % 150 == 0:
            peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"step {step + 1}  nt-xent {HISTORY.mean('loss', last=150):.4f}  peak rss {peak_mb:.0f} MB")
    print(f"knn acc after {knn_accuracy(net, x_bank, y_bank, x_query, y_query):.3f}")


if __name__ == "__main__":
    main()
