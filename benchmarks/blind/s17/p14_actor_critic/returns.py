def bootstrap_target(value_net, reward, next_obs, done, gamma):
    next_value = value_net(next_obs)
    return (reward + gamma * (1.0 - done) * next_value).detach()


def advantage(target, value):
    adv = (target - value).detach()
    return (adv - adv.mean()) / (adv.std() + 1e-8)
