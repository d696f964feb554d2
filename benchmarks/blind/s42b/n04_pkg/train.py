import torch

from .imu import DAMAGE, batches, hover_windows
from .nets import RotorNet
from .parallel import Replicated
from .tasks import DamageProbeTrainer, RpmPretextTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    # stage 1: lots of unlabelled hover logs, RPM band known from the ESC
    Xp, rpm, _ = hover_windows(1500, seed=1)
    net = Replicated(RotorNet(n_out=3))
    RpmPretextTrainer(net, optim="adam", epochs=3).fit(
        lambda: batches(Xp[:1200], rpm[:1200]), lambda: batches(Xp[1200:], rpm[1200:], shuffle=False))

    # stage 2: bench flights with known propeller damage
    Xd, _, dmg = hover_windows(700, seed=2)
    probe = DamageProbeTrainer(net, n_classes=len(DAMAGE), optim="adam", epochs=6)
    probe.fit(lambda: batches(Xd[:500], dmg[:500]), lambda: batches(Xd[500:], dmg[500:], shuffle=False))
    print(f"damage accuracy {probe.accuracy(batches(Xd[500:], dmg[500:], shuffle=False)):.3f} "
          f"(chance {1 / len(DAMAGE):.2f}); train time {probe.stats['train_epoch_s']:.2f}s")


if __name__ == "__main__":
    main()
