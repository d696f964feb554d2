import torch

from .emg import GRASPS, N_CH, sessions
from .lwf import LwFLearner
from .nets import GraspNet

CFG = {
    "sessions": 4,
    "reps": 60,
    "hidden": 64,
    "optim": {"lr": 2e-3, "weight_decay": 1e-4},
    "epochs": 15,
    "batch": 30,
    "temperature": 2.0,
    "alpha": 0.3,
    "seed": 0,
}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    net = GraspNet(3 * N_CH, len(GRASPS), cfg["hidden"])
    learner = LwFLearner(net, torch.optim.AdamW, cfg)
    tests = []
    for sess, (x, y), test in sessions(cfg["sessions"], cfg["reps"], cfg["seed"]):
        learner.fit_session(x, y)
        tests.append(test)
        accs = [learner.accuracy(*t) for t in tests]
        print(f"session {sess}: grasp accuracy on sessions so far {[round(a, 2) for a in accs]}")
    return learner


if __name__ == "__main__":
    main()
