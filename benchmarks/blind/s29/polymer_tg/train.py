import torch

from polymer_tg.descriptors import GROUPS, N_BITS, polymer_library
from polymer_tg.experiment import Experiment
from polymer_tg.network import NetSpec, make_model, make_optimizer_factory


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(8)
    train, valid, test = (polymer_library(n, rng) for n in (4000, 2000, 2000))
    spec = NetSpec(n_in=len(GROUPS) + N_BITS)
    experiment = Experiment(make_model(spec), make_optimizer_factory(spec), train, valid)
    print(f"untrained validation mae {experiment.val_mae:.1f} K")
    patience = 0
    for epoch in range(30):
        experiment.fit_epoch()
        best_before = experiment.best_mae
        mae = experiment.checkpoint_if_better()
        patience = 0 if mae < best_before else patience + 1
        if epoch % 5 == 4:
            print(f"epoch {epoch}: validation mae {mae:.1f} K")
        if patience == 5:
            print(f"early stop at epoch {epoch}")
            break
    experiment.restore_best()
    model = experiment.model.eval()
    with torch.no_grad():
        test_mae = 60 * (model(test[0]).squeeze(1) - test[1]).abs().mean().item()
    print(f"best validation mae {experiment.best_mae:.1f} K, test mae {test_mae:.1f} K")


if __name__ == "__main__":
    main()
