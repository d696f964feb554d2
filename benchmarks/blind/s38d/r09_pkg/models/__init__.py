from .lifter import KinematicCritic, TemporalLifter


def build_lifter(cfg):
    m = cfg["model"]
    return TemporalLifter(m["num_joints"], m["hidden"], m["receptive_field"], m["dropout"])


def build_critic(cfg):
    m = cfg["model"]
    return KinematicCritic(m["num_joints"], m["bones"], m["hidden"])
