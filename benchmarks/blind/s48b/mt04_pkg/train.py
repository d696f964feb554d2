import numpy as np
import torch

from .acoustics import record_notes, true_decay_rate
from .model import DampingField
from .trainer import fit_damping


def build_optimizer(field, lr, weight_decay):
    return torch.optim.Adam(field.parameters(), lr=lr, weight_decay=weight_decay)


def main(n_strings=24, n_partials=6, n_samples=25, t_end=1.2, epochs=20, batch=36,
         lr=4e-3, weight_decay=0.0, width=32, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    freq, env, t = record_notes(n_strings, n_partials, n_samples, t_end, gen)
    field = DampingField(width)
    opt = build_optimizer(field, lr, weight_decay)
    fit_damping(field, opt, freq, env, t, epochs, batch, gen)
    with torch.no_grad():
        f_test = torch.linspace(0.1, 1.5, 5).unsqueeze(1)
        a_test = torch.full_like(f_test, 0.5)
        learned = field.rate(f_test, a_test).squeeze(1)
        truth = true_decay_rate(f_test, a_test).squeeze(1)
    print("gamma learned", np.round(learned.numpy(), 3))
    print("gamma true   ", np.round(truth.numpy(), 3))


if __name__ == "__main__":
    main()
