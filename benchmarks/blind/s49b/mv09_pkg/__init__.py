"""TransE over a bicycle-drivetrain compatibility graph (which chain meshes with which cassette, ...)."""
