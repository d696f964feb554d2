import torch


def flight_logs(flights, steps=60, seed=0, dt=0.05):
    """Near-hover flights: a 12-d state (position, velocity, roll/pitch/yaw, body rates)
    driven by 4 motor commands, observed through 24 noisy, partly redundant sensor channels."""
    layout = torch.Generator().manual_seed(1234)            # the same airframe and sensor suite
    mixing = torch.randn(24, 12, generator=layout) / 12 ** 0.5
    bias = 0.1 * torch.randn(24, generator=layout)
    generator = torch.Generator().manual_seed(seed)
    state = 0.3 * torch.randn(flights, 12, generator=generator)
    observations, controls = [], []
    u = torch.zeros(flights, 4)
    for step in range(steps):
        if step % 5 == 0:   # pilot inputs are held for a quarter of a second
            u = torch.randn(flights, 4, generator=generator)
        thrust, roll_cmd, pitch_cmd, yaw_cmd = u.unbind(1)
        pos, vel, att, rate = state.split(3, 1)
        acc = torch.stack([9.81 * torch.sin(att[:, 1]), -9.81 * torch.sin(att[:, 0]), thrust - 0.3 * vel[:, 2]], 1)
        rate_dot = torch.stack([roll_cmd, pitch_cmd, yaw_cmd], 1) - 0.8 * rate
        state = torch.cat([pos + dt * vel, 0.98 * vel + dt * acc, att + dt * rate, rate + dt * rate_dot], 1)
        sensed = torch.tanh(state @ mixing.T + bias) + 0.005 * torch.randn(flights, 24, generator=generator)
        observations.append(sensed)
        controls.append(u)
    return torch.stack(observations, 1), torch.stack(controls, 1)


def transitions(observations, controls):
    """(o_t, u_t, o_{t+1}) triples from every step of every flight."""
    return (observations[:, :-1].reshape(-1, observations.shape[-1]),
            controls[:, 1:].reshape(-1, controls.shape[-1]),
            observations[:, 1:].reshape(-1, observations.shape[-1]))


class Loader:
    def __init__(self, tensors, batch_size, seed):
        self.tensors = tensors
        self.batch_size = batch_size
        self.generator = torch.Generator().manual_seed(seed)

    def __iter__(self):
        order = torch.randperm(len(self.tensors[0]), generator=self.generator)
        for rows in order.split(self.batch_size):
            yield tuple(t[rows] for t in self.tensors)

    def __len__(self):
        return -(-len(self.tensors[0]) // self.batch_size)
