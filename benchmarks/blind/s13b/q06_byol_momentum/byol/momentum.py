import math


def cosine_momentum(step, total_steps, base=0.99):
    return 1.0 - (1.0 - base) * (math.cos(math.pi * step / total_steps) + 1) / 2


def update_moving_average(target_net, online_net, beta):
    for target_p, online_p in zip(target_net.parameters(), online_net.parameters()):
        target_p.mul_(beta).add_(online_p.detach(), alpha=1.0 - beta)  # expect: AGL002
    for target_b, online_b in zip(target_net.buffers(), online_net.buffers()):
        target_b.copy_(online_b)
