import copy

from .networks import DomainCritic, FaultClassifier, VibEncoder


def get_model(name, args):
    if name == "encoder":
        return VibEncoder(feat_dim=args.feat_dim)
    if name == "classifier":
        return FaultClassifier(args.feat_dim, args.num_classes)
    if name == "critic":
        return DomainCritic(args.feat_dim, args.critic_hidden)
    raise ValueError(name)


def init_target_encoder(src_encoder):
    """ADDA initialises the target encoder with the source weights."""
    return copy.deepcopy(src_encoder)
