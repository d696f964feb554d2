import torch
import torch.nn.functional as F

from .ensemble_targets import TemporalTargets
from .net import NoisyMLP
from .ramp import consistency_weight
from .songs import DESCRIPTORS, SPECIES, labelled_subset, recordings, song_centres


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(dim=1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    centres = song_centres(gen)
    x, species = recordings(4000, centres, gen)
    test_x, test_species = recordings(1500, centres, gen)
    known = labelled_subset(species, per_class=8, generator=gen)
    model = NoisyMLP(DESCRIPTORS, len(SPECIES))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3, betas=(0.9, 0.99))
    ensemble = TemporalTargets(len(x), len(SPECIES))
    print(f"{int(known.sum())} labelled of {len(x)}, test accuracy before {accuracy(model, test_x, test_species):.3f}")
    for epoch in range(20):
        model.train()
        weight = consistency_weight(epoch)
        for rows in torch.randperm(len(x), generator=gen).split(100):
            probs = model(x[rows]).softmax(dim=1)
            have = known[rows]
            supervised = F.nll_loss(probs[have].clamp_min(1e-8).log(), species[rows][have],
                                    reduction="sum") / have.sum().clamp(min=1)
            consistency = F.mse_loss(probs, ensemble.targets[rows])
            objective = supervised + weight * consistency
            optimizer.zero_grad()
            objective.backward()
            optimizer.step()
            ensemble.record(rows, probs)
        ensemble.end_epoch()
        if epoch % 5 == 4:
            agree = (ensemble.targets.argmax(1) == species).float().mean().item()
            print(f"epoch {epoch}: ensemble targets correct {agree:.3f}, "
                  f"test accuracy {accuracy(model, test_x, test_species):.3f}")


if __name__ == "__main__":
    main()
