import numpy as np
import torch

from .sampling import latin_hypercube, simulate, Scaler, NAMES
from .surrogate import BeamSurrogate
from .training import train_surrogate
from .report import relative_errors, first_layer_importance


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(9)
    D_train = latin_hypercube(600, rng)
    D_test = latin_hypercube(150, rng)
    R_train, R_test = simulate(D_train), simulate(D_test)
    print(f"{len(D_train)} FE runs: tip deflection {R_train[:, 0].min():.2f}-{R_train[:, 0].max():.0f} mm, "
          f"root stress {R_train[:, 1].min():.1f}-{R_train[:, 1].max():.0f} MPa")

    x_scaler = Scaler(D_train, log_cols=[0, 1, 2, 3, 4, 5])
    y_scaler = Scaler(R_train, log_cols=[0, 1])
    X = torch.from_numpy(x_scaler.transform(D_train))
    Y = torch.from_numpy(y_scaler.transform(R_train))
    Xt = torch.from_numpy(x_scaler.transform(D_test))

    net = BeamSurrogate(width=64)
    train_surrogate(net, X, Y, epochs=60)

    rel = relative_errors(net, Xt, R_test, y_scaler)
    print(f"test median relative error: deflection {np.median(rel[:, 0]):.3%}, stress {np.median(rel[:, 1]):.3%}; "
          f"95th pct {np.percentile(rel[:, 0], 95):.2%} / {np.percentile(rel[:, 1], 95):.2%}")

    print("input importance (first-layer weights):")
    for name, s in first_layer_importance(net, NAMES):
        print(f"  {name:7s} {s:.3f}")


if __name__ == "__main__":
    main()
