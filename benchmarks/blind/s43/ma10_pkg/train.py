import torch

from .gait_net import GaitNet
from .harness import GAITS, N_FEATURES, team_windows
from .learner import EWCLearner

SETTINGS = {
    "teams": 4,
    "per_gait": 60,
    "hidden": 40,
    "lr": 0.02,
    "epochs": 12,
    "batch": 32,
    "ewc_strength": 300.0,
    "fisher_windows": 100,
    "seed": 0,
}


def main(settings=SETTINGS):
    torch.manual_seed(settings["seed"])
    torch.set_num_threads(1)
    learner = EWCLearner(GaitNet(N_FEATURES, len(GAITS), settings["hidden"]), settings)
    seen = []
    for team, train_split, test_split in team_windows(settings["teams"], settings["per_gait"], settings["seed"]):
        learner.learn_team(*train_split)
        seen.append(test_split)
        accs = [learner.accuracy(*t) for t in seen]
        print(f"team {team}: gait accuracy per team {[round(a, 2) for a in accs]}")
    return learner


if __name__ == "__main__":
    main()
