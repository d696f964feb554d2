import torch

from hparams import DDPGParams
from rl.ddpg import DDPG
from rl.nets import PolicyNet, QNet
from rl.replay import SyntheticReplay


def main():
    torch.manual_seed(0)
    hp = DDPGParams()
    dims = dict(state_dim=hp.state_dim, action_dim=hp.action_dim, hidden=hp.hidden)
    agent = DDPG(PolicyNet(**dims), QNet(**dims), hp)
    replay = SyntheticReplay(hp.buffer_size, hp.state_dim, hp.action_dim)
    for i in range(hp.updates):
        q_loss, pi_loss = agent.update(replay.sample(hp.batch_size))
        if i % 10 == 0:
            print(f"update {i:3d}  critic {q_loss:.4f}  actor {pi_loss:.4f}")


if __name__ == "__main__":
    main()
