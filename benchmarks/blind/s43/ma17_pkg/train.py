import torch

from .cutter_net import CutterNet
from .learner import MeanIMMLearner
from .sites import N_LOG, WEAR, dredging_sites

CONF = {
    "sites": ["rotterdam_sand", "antwerp_clay", "gdansk_till", "piraeus_rock"],
    "per_state": 70,
    "hidden": 48,
    "lr": 0.01,
    "epochs": 10,
    "batch": 32,
    "l2_transfer": 1e-3,
    "seed": 0,
}


def main(conf=CONF):
    torch.manual_seed(conf["seed"])
    torch.set_num_threads(1)
    learner = MeanIMMLearner(CutterNet(N_LOG, len(WEAR), conf["hidden"]), conf)
    tests = {}
    for site, (x, y), test in dredging_sites(conf["sites"], conf["per_state"], conf["seed"]):
        learner.fit_site(x, y)
        tests[site] = test
        print(f"after {site}: " + ", ".join(f"{s}={learner.accuracy(*t):.2f}" for s, t in tests.items()))
    return learner


if __name__ == "__main__":
    main()
