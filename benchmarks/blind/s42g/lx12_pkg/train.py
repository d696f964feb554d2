import torch
import torch.nn as nn

from .ddp_utils import dist_settings, unwrap_model
from .mews import flight_logs, my_shard
from .readiness_net import ReadinessNet
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    dist = dist_settings()
    hawk_x, hawk_y = my_shard(*flight_logs(2000, 3, seed=1), dist["rank"], dist["world_size"])
    falcon_x, falcon_y = my_shard(*flight_logs(600, 4, seed=2), dist["rank"], dist["world_size"])

    trainer = Trainer(ReadinessNet(n_classes=3), dist)
    trainer.fit(hawk_x, hawk_y, epochs=4, tag="harris hawks")

    # falcons are graded on a 4-level scale: new classifier on top of the hawk encoder
    unwrap_model(trainer.model).head = nn.Linear(32, 4)
    trainer.fit(falcon_x, falcon_y, epochs=4, tag="peregrines")

    if dist["rank"] == 0:
        sd = unwrap_model(trainer.model).state_dict()
        print("saved:", list(sd)[-2:], tuple(sd["head.weight"].shape))


if __name__ == "__main__":
    main()
