import torch

from .data import add_indices, pixels
from .fit import evaluate, fit
from .model import make_classifier
from .pseudo import assign_pseudo_labels

ROUNDS = 4
THRESHOLD = 0.9


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_lab, y_lab = pixels(40, seed=1)
    x_pool, y_pool = pixels(6000, seed=2)
    x_test, y_test = pixels(2000, seed=3)
    x_lab, x_pool, x_test = map(add_indices, (x_lab, x_pool, x_test))

    model = make_classifier(x_lab.shape[1], 4)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3, weight_decay=1e-4)
    fit(model, optimizer, x_lab, y_lab, epochs=40, batch_size=16)
    print(f"labelled only: test accuracy {evaluate(model, x_test, y_test):.3f}")

    for rnd in range(ROUNDS):
        where, y_ps, conf = assign_pseudo_labels(model, x_pool, THRESHOLD)
        purity = (y_ps == y_pool[where]).float().mean().item()
        x_all = torch.cat([x_lab, x_pool[where]])
        y_all = torch.cat([y_lab, y_ps])
        weights = torch.cat([torch.full((len(x_lab),), 3.0), conf])
        fit(model, optimizer, x_all, y_all, epochs=2, batch_size=128, weights=weights)
        print(f"round {rnd}: {len(where)} pseudo-labels (purity {purity:.3f}), "
              f"test accuracy {evaluate(model, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
