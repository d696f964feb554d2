"""DDPG that learns to bend the elevator tab of a paper airplane mid-flight for the longest glide."""
